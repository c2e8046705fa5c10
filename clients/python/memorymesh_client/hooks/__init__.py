"""Claude Code hooks for MemoryMesh: memory before every prompt, every turn stored after.

- `python -m memorymesh_client.hooks prompt` (UserPromptSubmit): memory_before_turn for the
  prompt; prints the profiles and the relevant memories as additional context.
- `python -m memorymesh_client.hooks stop` (Stop): the turn's prompt and reply, read from the
  transcript, to memory_after_turn; the session id is the run id.
- `python -m memorymesh_client.hooks install [project]`: writes both into .claude/settings.json.

The hooks never hold the agent up: each call has a short deadline, and whatever happens they
exit 0 having printed nothing but the context.
"""
