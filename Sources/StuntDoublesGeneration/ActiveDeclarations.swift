import SwiftIfConfig
import SwiftSyntax

/// The declarations a build compiles: those of each `#if`'s active clause, evaluated with
/// swift-syntax's `SwiftIfConfig` under the conditions of the sandbox's own build of the user's
/// code (`SandboxBuildConfiguration`), never the union of every branch, which declared a type
/// or a member twice (`#if os(Linux) … #else … #endif`) or one this platform never compiles.
public enum ActiveDeclarations {
  /// Made for each reading: a build configuration is a plain value, cheap to make.
  public static var configuration: SandboxBuildConfiguration { SandboxBuildConfiguration() }

  /// A type's, an extension's or a protocol's members, those under an active `#if` included.
  public static func members(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
    members.flatMap { item -> [DeclSyntax] in
      guard let conditional = item.decl.as(IfConfigDeclSyntax.self) else { return [item.decl] }
      return active(conditional)
    }
  }

  /// A file's top-level declarations, those under an active `#if` included.
  public static func statements(_ statements: CodeBlockItemListSyntax) -> [DeclSyntax] {
    statements.flatMap { statement -> [DeclSyntax] in
      guard let decl = statement.item.as(DeclSyntax.self) else { return [] }
      guard let conditional = decl.as(IfConfigDeclSyntax.self) else { return [decl] }
      return active(conditional)
    }
  }

  private static func active(_ conditional: IfConfigDeclSyntax) -> [DeclSyntax] {
    guard let clause = conditional.activeClause(in: configuration).clause else { return [] }
    switch clause.elements {
    case .decls(let members)?: return Self.members(members)
    case .statements(let statements)?: return Self.statements(statements)
    default: return []
    }
  }
}

/// The conditions the sandbox's debug build of the user's code is compiled under, as far as
/// reading declarations needs them: this machine's OS and architecture, `DEBUG` and
/// `SWIFT_PACKAGE`, the compiler Stunt was built with. `canImport` is true except for the modules
/// only another platform has (UIKit, Combine on Linux …): a package's own dependencies are
/// importable, and `#if canImport(Combine)` on Linux is not.
public struct SandboxBuildConfiguration: BuildConfiguration {
  private let conditions: StaticBuildConfiguration

  /// Modules only Apple's platforms have.
  private static let applePlatformModules: Set<String> = [
    "AppKit", "Combine", "CoreData", "CoreGraphics", "CoreLocation", "Darwin", "MapKit", "ObjectiveC", "os", "OSLog", "SwiftUI",
    "UIKit", "WatchKit", "WidgetKit", "CryptoKit", "Network", "StoreKit", "AVFoundation", "Security",
  ]

  public init() {
    #if os(Linux)
      let os: Set<String> = ["Linux"]
    #elseif os(macOS)
      let os: Set<String> = ["macOS"]
    #else
      let os: Set<String> = []
    #endif
    #if arch(x86_64)
      let architecture: Set<String> = ["x86_64"]
    #elseif arch(arm64)
      let architecture: Set<String> = ["arm64"]
    #else
      let architecture: Set<String> = []
    #endif
    conditions = StaticBuildConfiguration(
      customConditions: ["DEBUG", "SWIFT_PACKAGE"], targetOSs: os, targetArchitectures: architecture,
      targetRuntimes: ["_Native"], targetObjectFileFormats: ["ELF"], targetPointerBitWidth: 64, targetAtomicBitWidths: [32, 64],
      endianness: .little, languageVersion: VersionTuple(5, 10), compilerVersion: VersionTuple(6, 3))
  }

  public func isCustomConditionSet(name: String) -> Bool { conditions.isCustomConditionSet(name: name) }
  /// Features of the language as the compiler has them: an upcoming feature is not on.
  public func hasFeature(name: String) -> Bool { false }
  /// An attribute a `#if hasAttribute` asks for is one a current compiler has.
  public func hasAttribute(name: String) -> Bool { true }
  public func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
    #if os(Linux)
      return !Self.applePlatformModules.contains(importPath.first?.1 ?? "")
    #else
      return true
    #endif
  }
  public func isActiveTargetOS(name: String) -> Bool { conditions.isActiveTargetOS(name: name) }
  public func isActiveTargetArchitecture(name: String) -> Bool { conditions.isActiveTargetArchitecture(name: name) }
  public func isActiveTargetEnvironment(name: String) -> Bool { conditions.isActiveTargetEnvironment(name: name) }
  public func isActiveTargetRuntime(name: String) -> Bool { conditions.isActiveTargetRuntime(name: name) }
  public func isActiveTargetPointerAuthentication(name: String) -> Bool {
    conditions.isActiveTargetPointerAuthentication(name: name)
  }
  public func isActiveTargetObjectFormat(name: String) -> Bool { conditions.isActiveTargetObjectFormat(name: name) }
  public var targetPointerBitWidth: Int { conditions.targetPointerBitWidth }
  public var targetAtomicBitWidths: [Int] { conditions.targetAtomicBitWidths }
  public var endianness: Endianness { conditions.endianness }
  public var languageVersion: VersionTuple { conditions.languageVersion }
  public var compilerVersion: VersionTuple { conditions.compilerVersion }
}
