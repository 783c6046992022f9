import StuntKit

extension DependencySlot {
  /// `real` or `real url=http://127.0.0.1:8080`
  var choiceDescription: String {
    let options = options.sorted { $0.key < $1.key }.map { key, value in
      // Quoting only where the value would not read back as one word.
      let text = value.text.flatMap { $0.contains(" ") || $0.isEmpty ? nil : $0 } ?? value.description
      return "\(key)=\(text)"
    }
    return ([variant] + options).joined(separator: " ")
  }
}
