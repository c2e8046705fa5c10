from django.apps import AppConfig


class TeamsConfig(AppConfig):
    name = "teams"
    verbose_name = "Teams: three-dimensional memory"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # The per-turn and team verbs join the registry HTTP and MCP are built from, and the
        # worker learns the per-turn extraction job.
        from graph.contracts.resources import resources
        from graph.tasks import register_job_handler
        from teams import verbs  # noqa: F401
        from teams.resources import PROFILES
        from teams.services.turn_extraction import extract_turn_job
        from teams.turn_jobs import EXTRACT_TURN_JOB

        register_job_handler(EXTRACT_TURN_JOB, extract_turn_job)
        resources.add_source(PROFILES)  # the profile blocks, as MCP resources
        # Pending conflicts travel with the facts in memory_export / memory_import.
        from graph.contracts.fact_companions import add_companion
        from teams.conflict_records import CONFLICTS

        add_companion(CONFLICTS)
