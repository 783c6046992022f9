import Foundation
import StuntSession

/// Which `.stunt-plugins` files Stunt may run. Such a file names executables, and it comes with a
/// folder (a cloned repository, a downloaded workshop), so Stunt starts what it names only once
/// the user trusted it, as direnv (`direnv allow`) and mise (`mise trust`) do for their files.
/// What the user chose explicitly needs no trust: `--plugin`, `STUNT_PLUGIN_PATH` (not read from
/// any file), the list Stunt's own installation wrote (the installed course's), and CI runs,
/// which run the repository's code anyway.
public struct PluginTrust: Sendable {
  /// What a list found in a folder is.
  public enum Verdict: Equatable, Sendable {
    case trusted
    /// Never trusted.
    case unknown
    /// Trusted once, with other content.
    case changed
  }

  let inContinuousIntegration: Bool
  /// Lists trusted by where they are: those Stunt's installation wrote, by resolved path.
  let installed: Set<String>
  let lists: TrustedPluginLists?

  /// - Parameter installed: lists Stunt's own installation wrote (`make install`'s course).
  public init(environment: [String: String], installed: [String] = []) {
    self.init(
      inContinuousIntegration: ContinuousIntegration.isOn(environment), installed: installed,
      lists: TrustedPluginLists.standard(environment: environment))
  }

  init(inContinuousIntegration: Bool, installed: [String], lists: TrustedPluginLists?) {
    self.inContinuousIntegration = inContinuousIntegration
    self.installed = Set(installed.map(PluginList.resolved))
    self.lists = lists
  }

  public func verdict(_ list: PluginList) -> Verdict {
    if inContinuousIntegration || installed.contains(list.resolvedPath) || lists?.trusts(list) == true { return .trusted }
    return lists?.trustedBefore(list) == true ? .changed : .unknown
  }
}
