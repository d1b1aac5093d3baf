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
///         let kass = KassSession(app: .login)
///         defer { kass.finish() }
///         ...
///     }
/// }
/// ```
public struct KassTrait: SuiteTrait, TestTrait, TestScoping {
    /// The configuration sessions created inside the test start from (`nil`: the defaults).
    public var config: KassConfig?

    /// Applies to every test of a suite.
    public var isRecursive: Bool { true }

    /// Holds ``ApplicationAccessLock`` around each test case.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil else { return try await function() }
        guard let config else {
            return try await ApplicationAccessLock.withLock { try await function() }
        }
        try await ApplicationAccessLock.withLock {
            try await KassConfig.$scoped.withValue(config) { try await function() }
        }
    }
}

extension Trait where Self == KassTrait {
    /// Runs each test alone with the app (see ``KassTrait``).
    public static var kass: KassTrait { KassTrait(config: nil) }

    /// Runs each test alone with the app, with `config` as the configuration of the sessions it
    /// creates (and of every `withKass`-free call): `@Suite(.serialized, .kass(patient))`.
    public static func kass(_ config: KassConfig) -> KassTrait { KassTrait(config: config) }
}
#endif
