#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension HeadlessURLProtocol {
    /// Registers the protocol once per process, ahead of Foundation's own HTTP protocol.
    ///
    /// swift-corelibs-foundation's `URLSession.shared` asks the registered protocols in the order they
    /// were registered (its own are registered when the first session is made), so the protocol goes
    /// first and Foundation's are registered again behind it. `URLSession.shared` takes the list when
    /// it is first used: if that happened before the first launch, its requests cannot be tracked,
    /// and a runtime issue says so.
    @MainActor
    static func registerAheadOfFoundation() {
        _ = registration
        guard !sharedSessionChecked else { return }
        sharedSessionChecked = true
        let classes = URLSession.shared.configuration.protocolClasses ?? []
        let ours = classes.firstIndex { $0 == HeadlessURLProtocol.self }
        let foundationHTTP = classes.firstIndex { "\($0)" == "_HTTPURLProtocol" }
        if let foundationHTTP, ours.map({ $0 > foundationHTTP }) ?? true {
            UIApplication.reportRuntimeIssue(.other(
                "HeadlessUI network: URLSession.shared was first used before the first UIApplication.launch(), so HeadlessUI "
                    + "cannot see its requests (they run on the wall clock and are not counted as busy). Launch an application "
                    + "before anything uses URLSession.shared, or make the session from a configuration passed to "
                    + "HeadlessNetwork.track(_:)."
            ))
        }
    }

    @MainActor private static var sharedSessionChecked = false

    private static let registration: Void = {
        let foundationProtocols = URLSessionConfiguration.default.protocolClasses ?? []
        for protocolClass in foundationProtocols { URLProtocol.unregisterClass(protocolClass) }
        _ = URLProtocol.registerClass(HeadlessURLProtocol.self)
        for protocolClass in foundationProtocols { _ = URLProtocol.registerClass(protocolClass) }
    }()
}
