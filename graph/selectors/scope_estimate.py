"""The scope id as hand-written SQL compares it where a plan must not depend on the scope's size.

PostgreSQL estimates the rows of `scope_id = 42` from the table's statistics. A scope
created or grown since the table was last analysed is unknown to them (one row, when
the statistics list every scope they saw), and autovacuum analyses a table only after a
tenth of it changed: a new scope can hold many thousands of rows by then. Believing the
scope tiny, the planner took any index led by scope_id as good as the one that also
matches the name or the edge's ends, and read every row of the scope on each lookup: a
small remember took 42 ms instead of 5 at 20,000 entities, a 2-hop neighborhood 50 ms
instead of 7 (docs/performance.md).

Compared with an InitPlan parameter instead, the value is not seen while planning: the
estimate is the table's average per scope, and the lookup's other keys decide the index.
"""

# Placed where the statement reads %(scope)s: evaluated once per statement.
THE_SCOPE = "(SELECT %(scope)s::bigint)"
