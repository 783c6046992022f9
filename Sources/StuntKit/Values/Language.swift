/// The language Stunt teaches in (the learn loop, its lessons, `explain`): English, or Korean
/// for a room that reads the seeds in their own language. `--lang ko`, or the locale; a
/// `.ko.session` file replays in Korean.
public enum Language: String, CaseIterable, Codable, Sendable {
  case en, ko

  /// `LC_ALL`, then `LC_MESSAGES`, then `LANG`, as POSIX orders them (`ko_KR.UTF-8` is Korean);
  /// English otherwise.
  public static func from(environment: [String: String]) -> Language {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
    return Language.allCases.first { locale.hasPrefix($0.rawValue) } ?? .en
  }
}
