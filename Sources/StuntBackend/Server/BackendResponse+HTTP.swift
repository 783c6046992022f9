import HTTPTypes

extension BackendResponse {
  /// The response head on the wire. A status outside 100...599 (only a caller of `fail` could
  /// give one) goes out as 500 rather than trapping in HTTPTypes.
  func head(closing: Bool) -> HTTPResponse {
    let code = (100...599).contains(status) ? status : 500
    var fields: HTTPFields = [.contentType: contentType, .contentLength: String(body.count)]
    if closing { fields[.connection] = "close" }
    return HTTPResponse(status: .init(code: code, reasonPhrase: EmbeddedBackend.phrase(code)), headerFields: fields)
  }
}
