import StuntKit

/// `send detailUpdate status=done`: the detail screen's content as edited; what is left out is
/// the content as it is (as `set content.title ...` left it).
struct ContentChange: InputPayload {
  var title: String?
  var body: String?
  var deadline: String?
  var status: ProjectStatus?

  static let sample = ContentChange()
}
