import Foundation
import XCTest

/// Runs `body` on `count` threads of their own at once (not the GCD pool, which on a small machine
/// runs only as many at a time as there are cores) and waits for all; fails after `timeout` seconds.
func runConcurrently(
    _ count: Int, timeout: TimeInterval = 120, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @Sendable (Int) -> Void
) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread.detachNewThread {
            body(index)
            group.leave()
        }
    }
    if group.wait(timeout: .now() + timeout) == .timedOut {
        XCTFail("\(count) client threads did not finish within \(timeout) s", file: file, line: line)
    }
}

/// Values collected from many threads.
final class Collected<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Value] = []

    func append(_ item: Value) { lock.withLock { items.append(item) } }
    /// Appends and returns the new count (exactly one caller sees each count).
    func appendCounting(_ item: Value) -> Int {
        lock.withLock {
            items.append(item)
            return items.count
        }
    }
    var all: [Value] { lock.withLock { items } }
    var count: Int { lock.withLock { items.count } }
}
