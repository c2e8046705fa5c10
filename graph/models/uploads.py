"""Documents received but not parsed yet: their bytes wait here for the parsing job.

A large document is parsed in the background. Its bytes are kept in the database (not
on a web worker's disk) so that any worker can parse it, and a redelivered job finds
them again; the job deletes the row in the transaction that stores the document.
"""

from django.db import models

from graph.models.jobs import Job
from graph.models.memory import readable_instant
from graph.models.scopes import Scope
from identity.models import ApiToken


class Upload(models.Model):
    scope = models.ForeignKey(Scope, on_delete=models.CASCADE, related_name="uploads")
    token = models.ForeignKey(ApiToken, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    job = models.ForeignKey(Job, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    kind = models.CharField(max_length=10, help_text="pdf, docx, html or text, sniffed from the bytes")
    name = models.TextField(blank=True, help_text="The caller's label, stored as the document's source label.")
    source_date = models.DateTimeField(null=True, blank=True)
    sha256 = models.CharField(max_length=64, help_text="Of the bytes: the same file sent again finds this row.")
    byte_size = models.IntegerField()
    data = models.BinaryField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [readable_instant("source_date", "upload_source_date_readable")]
        indexes = [models.Index(fields=["scope", "sha256"], name="upload_scope_sha")]
