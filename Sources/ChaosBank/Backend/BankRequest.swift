import HeadlessUI

/// A request in flight; cancelling it drops the response (the server never does the work).
@MainActor
final class BankRequest {
    /// The endpoint's label.
    let label: String
    private let work: ScheduledWork
    private let busy: BusyWorkToken

    init(label: String, work: ScheduledWork, busy: BusyWorkToken) {
        self.label = label
        self.work = work
        self.busy = busy
    }

    /// Whether the response has not arrived yet.
    var isPending: Bool { !busy.hasEnded }

    /// Drops the request: no work, no completion.
    func cancel() {
        work.cancel()
        busy.end()
    }
}
