print("wordfall")
