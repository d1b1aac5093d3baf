import HeadlessUI
import Testing

/// A Swift Testing trait that runs each test while holding ``ApplicationAccessLock``, so suites
/// that drive the process-wide application take turns instead of interleaving at `await`s.
///
/// ```swift
/// @Suite(.serialized, .headlessUI) @MainActor
/// struct TapTests { ... }
/// ```
public struct HeadlessUITrait: SuiteTrait, TestTrait, TestScoping {
    /// Applies to every test of a suite.
    public var isRecursive: Bool { true }

    /// Holds the lock around each test case (not around whole suites).
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil else { return try await function() }
        try await ApplicationAccessLock.withLock { try await function() }
    }
}

extension Trait where Self == HeadlessUITrait {
    /// Runs each test alone with the application (see ``HeadlessUITrait``).
    public static var headlessUI: HeadlessUITrait { HeadlessUITrait() }
}
