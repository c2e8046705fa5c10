"""Our own retrieval dev set: storyline templates, small talk, and the layout into LoCoMo-format sessions."""
