import StuntKit

/// `send createHistory editedType=edit title="기획"`: an entry dated by the `date` slot.
struct NewHistoryEntry: InputPayload {
  var editedType: HistoryEntity.EditedType
  var title: String

  static let sample = NewHistoryEntry(editedType: .add, title: "")
}
