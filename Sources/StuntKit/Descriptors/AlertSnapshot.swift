/// The alert a module presents: its case (when the module names alerts by an enum, as the
/// club-profile seed does), title and message.
public struct AlertSnapshot: Equatable, Sendable, Codable {
  public var caseName: String?
  public var title: String
  public var message: String

  public init(caseName: String?, title: String, message: String) {
    self.caseName = caseName
    self.title = title
    self.message = message
  }

  /// `alert: lackOfInformation "그룹 생성 불가" "그룹명과 소개는 필수입니다."`
  public var line: String {
    "alert: " + (caseName.map { $0 + " " } ?? "") + Value.quoted(title) + " " + Value.quoted(message)
  }
}
