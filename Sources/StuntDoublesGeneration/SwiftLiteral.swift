/// Text as a Swift string literal, for the code the generators write.
public enum SwiftLiteral {
  public static func string(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      default: escaped.append(character)
      }
    }
    return "\"\(escaped)\""
  }
}
