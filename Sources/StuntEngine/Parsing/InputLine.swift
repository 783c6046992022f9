/// Checks raw input before it is parsed: size, UTF-8, control characters. Each problem is
/// one message for one `error:` line.
public enum InputLine {
  /// Longer lines are refused rather than parsed: nothing a user types is this long, and a
  /// pasted megabyte should not stall the prompt.
  public static let maximumBytes = 64 * 1024

  public static func decode(_ bytes: some Collection<UInt8>) -> Result<String, InputError> {
    if bytes.count > maximumBytes {
      return .failure(InputError(
        message: "the line is \(bytes.count) bytes long; lines are limited to \(maximumBytes) bytes"))
    }
    var trimmed = Array(bytes)
    while let last = trimmed.last, last == 0x0A || last == 0x0D { trimmed.removeLast() }
    guard let text = String(validating: trimmed, as: UTF8.self) else {
      let offset = firstInvalidOffset(trimmed)
      return .failure(InputError(message: "the line is not valid UTF-8 (bad byte at offset \(offset))"))
    }
    return validate(text)
  }

  public static func validate(_ text: String) -> Result<String, InputError> {
    if text.utf8.count > maximumBytes {
      return .failure(InputError(
        message: "the line is \(text.utf8.count) bytes long; lines are limited to \(maximumBytes) bytes"))
    }
    for (offset, scalar) in text.unicodeScalars.enumerated() where isControl(scalar) {
      let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4, with: "0")
      return .failure(InputError(
        message: "the line contains a control character (\(code) at column \(offset + 1)); type printable text only"))
    }
    return .success(text)
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: false
    case 0x00...0x1F, 0x7F, 0x80...0x9F: true
    default: false
    }
  }

  private static func firstInvalidOffset(_ bytes: [UInt8]) -> Int {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += String(scalar).utf8.count
      case .emptyInput, .error: return offset
      }
    }
  }
}
