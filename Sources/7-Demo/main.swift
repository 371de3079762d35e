print("touchlab: not built yet")
