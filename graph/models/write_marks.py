"""Where each user's last write ended in the primary's WAL, for read-your-writes on replicas."""

from django.conf import settings
from django.db import models


class WriteMark(models.Model):
    """The primary's WAL position after a user's latest write verb committed (graph.read_replica).

    Written only when a read replica is configured. A read of that user's goes to a replica
    only once the replica has replayed past `lsn`.
    """

    user = models.OneToOneField(settings.AUTH_USER_MODEL, primary_key=True, on_delete=models.CASCADE)
    lsn = models.BigIntegerField()  # pg_lsn as bytes from 0/0: comparable without the pg_lsn type
    written_at = models.DateTimeField()
