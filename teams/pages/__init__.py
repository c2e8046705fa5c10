"""The team pages (/teams/): organisations and members, org memory, my memory, API tokens.

Small pages of our own rather than the Django admin, because every member of an
organisation uses them and members are not staff. They wear the admin's look (they
extend admin/base.html). Every write goes through the same services as the API with
the person's own rights (CallContext.for_person), so a refused write is refused by the
same rule in the same query: the page answers 403, it does not just hide a button.
"""
