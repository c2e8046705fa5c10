"""What every layer of graph may import: input models, limits, JSON value rules, the verb registry.

Nothing here imports a service, selector or catalog; the catalogs in graph.verbs
register their entries into graph.contracts.registry.
"""
