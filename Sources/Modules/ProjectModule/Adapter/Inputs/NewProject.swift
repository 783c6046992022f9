import StuntKit

/// `send createProject title="기획" deadline=2022-07-15 body="..."` (and the use case's `create`).
struct NewProject: InputPayload {
  var title: String
  /// A day, `2022-07-15`.
  var deadline: String
  var body: String?

  static let sample = NewProject(title: "", deadline: "")
}
