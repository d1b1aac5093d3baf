import Foundation

/// A point in an application's work, taken with ``UIApplication/markWork()``: scheduled work,
/// sleeping tasks and busy work registered after it are "work started since the mark".
///
/// - Note: HeadlessUI only; not in UIKit.
public struct WorkMark: Equatable, Sendable {
    let scheduledWork: UInt64
    let sleeper: UInt64
    let busyWork: UInt64
}
