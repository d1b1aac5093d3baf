import Foundation
import HeadlessUI

/// The service inside the app: every request answers after a latency on the runtime clock (jittered
/// when the run has a jitter seed), and counts as busy work while in flight so waits settle on idle.
///
/// Areas add their endpoints as extensions (`BankBackend+Transfer.swift`); each endpoint does its work
/// when the response arrives, as a server would, which is what makes races observable.
///
/// ```swift
/// backend.request("transfer", latency: 0.6) { data in
///     try data.debit(...)          // runs at response time
///     return receipt
/// } completion: { result in ... }  // on the main actor
/// ```
@MainActor
final class BankBackend {
    /// The stored records.
    let data: BankData
    /// The defects switched on for this launch (endpoints check theirs).
    let defects: ActiveDefects
    /// The default latency of a request, in seconds of app time.
    var latency: TimeInterval
    /// Requests sent so far, by label (tests of the app read it to prove double submits).
    private(set) var requestCounts: [String: Int] = [:]

    /// A backend over `data`.
    init(data: BankData = BankData(), defects: ActiveDefects = .none, latency: TimeInterval = 0.4) {
        self.data = data
        self.defects = defects
        self.latency = latency
    }

    /// Sends a request: after `latency` (default ``latency``) runs `work` against the data and hands
    /// its result to `completion`. A thrown ``BankError`` becomes a failure.
    @discardableResult
    func request<Value>(
        _ label: String,
        latency: TimeInterval? = nil,
        _ work: @escaping @MainActor (BankData) throws(BankError) -> Value,
        completion: @escaping @MainActor (Result<Value, BankError>) -> Void
    ) -> BankRequest {
        requestCounts[label, default: 0] += 1
        let application = UIApplication.shared
        let busy = application.beginBusyWork("ChaosBank request \(label)")
        let data = self.data
        let work = application.scheduler.schedule(after: latency ?? self.latency, jitter: true, label: "ChaosBank request \(label)") {
            busy.end()
            do throws(BankError) {
                completion(.success(try work(data)))
            } catch {
                completion(.failure(error))
            }
        }
        return BankRequest(label: label, work: work, busy: busy)
    }
}
