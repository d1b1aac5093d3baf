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
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children where child.label == "session" {
                if let session = child.value as? URLSession { return session.delegateQueue }
            }
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
