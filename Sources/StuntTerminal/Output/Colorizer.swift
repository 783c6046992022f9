import Foundation
import StuntKit

/// Colours output lines on a terminal: errors and failures red, diffs red/green, received
/// actions cyan. Never when output is not a TTY, when NO_COLOR is set, or TERM is dumb, so
/// transcripts and CI logs stay plain.
public struct Colorizer: Sendable {
  public let isEnabled: Bool

  public init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  public static func forStandardOutput(environment: [String: String] = ProcessInfo.processInfo.environment) -> Colorizer {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return Colorizer(isEnabled: isatty(OutputChannel.descriptor) == 1 && !noColor && environment["TERM"] != "dumb")
  }

  public func paint(_ line: String) -> String {
    guard isEnabled, let style = Colorizer.style(of: line) else { return line }
    return "\u{1B}[\(style)m" + line + "\u{1B}[0m"
  }

  static func style(of line: String) -> String? {
    switch OutcomeMark.of(line) {
    case .error?: return "31"
    case .fail?: return "1;31"
    case .ok?: return "32"
    case nil: break
    }
    if line.hasPrefix("<- ") { return "36" }
    if line.hasPrefix("alert: ") { return "33" }
    if line.hasPrefix("-") { return "31" }
    if line.hasPrefix("+") { return "32" }
    return nil
  }
}
