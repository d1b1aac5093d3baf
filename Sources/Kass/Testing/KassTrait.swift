#if canImport(Testing)
import Foundation
import Hammer
import Testing

/// The Swift Testing trait for Kass suites: each test runs alone with the app (suites run in
/// parallel otherwise, and one test's launch would terminate another's app).
///
/// ```swift
/// @Suite(.serialized, .kass) @MainActor
/// struct LoginTests {
///     @Test func login() {
///         let kass = KassSession(app: .login, test: KassTestInfo(suite: "LoginTests", name: "login"))
///         defer { kass.finish() }
///         ...
///     }
/// }
/// ```
public struct KassTrait: SuiteTrait, TestTrait, TestScoping {
    /// Applies to every test of a suite.
    public var isRecursive: Bool { true }

    /// Holds ``ApplicationAccessLock`` around each test case.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil else { return try await function() }
        try await ApplicationAccessLock.withLock { try await function() }
    }
}

extension Trait where Self == KassTrait {
    /// Runs each test alone with the app (see ``KassTrait``).
    public static var kass: KassTrait { KassTrait() }
}
#endif
