import StuntKit

/// `send changeStatus project="기획" status=doing`: the board's move to another column.
struct StatusChange: InputPayload {
  var project: String
  var status: ProjectStatus

  static let sample = StatusChange(project: "", status: .todo)
}
