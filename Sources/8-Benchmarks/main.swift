print("touchlab-bench: not built yet")
