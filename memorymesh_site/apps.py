from django.apps import AppConfig


class SiteConfig(AppConfig):
    name = "memorymesh_site"
    verbose_name = "MemoryMesh site"

    def ready(self) -> None:
        from memorymesh_site import checks  # noqa: F401  (registers the system checks)
