import SwiftDiagnostics

/// The fix-it of `DoublesDiagnostic.notPackageOrPublic`.
public struct WidenToPackage: FixItMessage {
  public var message: String { "make the protocol 'package'" }
  public var fixItID: MessageID { MessageID(domain: "StuntMacros", id: "widenToPackage") }
}
