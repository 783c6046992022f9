import Foundation

/// How the sandbox writes the seed's dates: a deadline is a day (`2022-07-15`), a history
/// entry's `timeIntervalSince1970` a moment (`2022-07-04T09:00:00Z`), both in UTC so a
/// transcript reads the same on every machine.
enum ProjectDate {
  static func day(_ text: String) -> Date? {
    guard let date = try? Date(text + "T00:00:00Z", strategy: .iso8601) else { return nil }
    // The strategy rolls 2022-02-30 over to March: a day is only what it reads back as.
    return self.day(of: date) == text ? date : nil
  }

  static func day(of date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle().year().month().day())
  }

  static func moment(of date: Date) -> String {
    date.formatted(.iso8601)
  }

  /// The seed's project start date: where the constant and incrementing date doubles begin.
  static let seedStart = Date(timeIntervalSince1970: 1_656_892_800)
}
