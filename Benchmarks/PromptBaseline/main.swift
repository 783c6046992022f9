print("stunt> ", terminator: "")
