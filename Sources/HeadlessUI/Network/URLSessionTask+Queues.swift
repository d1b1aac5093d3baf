#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension URLSessionTask {
    /// The queue on which `URLSession` runs this task's completion handler and delegate callbacks:
    /// its session's `delegateQueue`. Foundation has no public way from a task to its session, so
    /// this reads swift-corelibs-foundation's stored `session` property by reflection; `nil` when
    /// that is not possible (another Foundation), and the runtime then cannot wait for the handler
    /// (``HeadlessNetwork`` reports it once).
    var headlessDelegateQueue: OperationQueue? {
        (headlessStoredProperty("session") as? URLSession)?.delegateQueue
    }

    /// The serial queue on which `URLSession` works on this task (swift-corelibs-foundation's stored
    /// `workQueue`): `resume()`, `cancel()` and the protocol's start and stop run there, and its
    /// protocol client expects to be called there (it reads the session's task registry). The runtime
    /// hands a response to `URLSession` with `sync` on it, so an app's `cancel()` lands wholly before
    /// or wholly after the response. `nil` when it cannot be read (another Foundation).
    var headlessWorkQueue: DispatchQueue? {
        headlessStoredProperty("workQueue") as? DispatchQueue
    }

    /// A stored property of swift-corelibs-foundation's task, read by reflection.
    private func headlessStoredProperty(_ name: String) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == name }) { return child.value }
            mirror = current.superclassMirror
        }
        return nil
    }
}

extension OperationQueue {
    /// Whether operations on this queue run on the main thread (the main queue, or a queue whose
    /// underlying dispatch queue is the main one).
    var runsOnMainThread: Bool {
        self === OperationQueue.main || underlyingQueue === DispatchQueue.main
    }
}
