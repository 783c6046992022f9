import CustomDump
import Foundation

/// A project as `stub` takes it and `state` and `calls` print it: the id as its UUID string,
/// the deadline as its day, so what a user reads back can be typed back.
extension ProjectEntity: Codable, CustomDumpReflectable {
  private enum CodingKeys: String, CodingKey {
    case id, status, title, body, deadline
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let deadline = try container.decode(String.self, forKey: .deadline)
    guard let day = ProjectDate.day(deadline) else {
      throw DecodingError.dataCorruptedError(
        forKey: .deadline, in: container, debugDescription: "deadline '\(deadline)' is not a day (e.g. 2022-07-15)")
    }
    self.init(
      id: try container.decode(UUID.self, forKey: .id),
      status: try container.decodeIfPresent(ProjectStatus.self, forKey: .status) ?? .todo,
      title: try container.decode(String.self, forKey: .title),
      body: try container.decodeIfPresent(String.self, forKey: .body) ?? "",
      deadline: day)
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(status, forKey: .status)
    try container.encode(title, forKey: .title)
    try container.encode(body, forKey: .body)
    try container.encode(ProjectDate.day(of: deadline), forKey: .deadline)
  }

  package var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        "id": id.uuidString, "status": status, "title": title, "body": body, "deadline": ProjectDate.day(of: deadline),
      ], displayStyle: .struct)
  }
}

/// A history entry prints its moment; it is kept, as the seed keeps it, in seconds since 1970.
extension HistoryEntity: CustomDumpReflectable {
  package var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        "editedType": editedType, "title": title, "date": ProjectDate.moment(of: Date(timeIntervalSince1970: date)),
      ], displayStyle: .struct)
  }
}
