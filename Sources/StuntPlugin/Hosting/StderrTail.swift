import Foundation
import StuntSession

/// The last of what a plugin wrote on standard error, as one line: the runtime's reason when
/// it trapped (`Fatal error: …`), else its last lines.
struct StderrTail {
  static let kept = 400
  static let searched = 16 << 10
  private var bytes: [UInt8] = []

  mutating func append(_ more: some Collection<UInt8>) {
    bytes += more
    if bytes.count > Self.searched * 2 { bytes.removeFirst(bytes.count - Self.searched) }
  }

  var text: String {
    let recent = Data(bytes.suffix(Self.searched))
    return Self.excerpt(Data((CrashReason.find(in: String(decoding: recent, as: UTF8.self)) ?? "").utf8))
  }

  /// Printable text of at most `kept` bytes, on one line.
  static func excerpt(_ data: Data) -> String {
    let text = String(decoding: data.prefix(kept), as: UTF8.self)
    let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
    let joined = lines.filter { !$0.isEmpty }.suffix(3).joined(separator: " | ")
    return String(joined.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) })
  }
}
