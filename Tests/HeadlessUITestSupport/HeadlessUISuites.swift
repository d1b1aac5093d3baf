import Testing

/// The one parent of every Swift Testing suite of this package that launches a HeadlessUI app.
///
/// A process runs one app at a time (launching one terminates the current one), and Swift Testing
/// runs separate suites in parallel: `.serialized` orders only the tests inside one suite, so two
/// serialized UI suites still interleave at every `await` and terminate each other's app. Every
/// test target links into one test process, so UI suites of all targets nest here (`.serialized`
/// applies to nested suites):
///
/// ```swift
/// extension HeadlessUISuites {
///     @Suite(.serialized) @MainActor struct LoginSuite { ... }
/// }
/// ```
@Suite(.serialized) @MainActor
public enum HeadlessUISuites {}
