import Foundation
import HammerProtocol

/// Where the tool's command catalog comes from: the running app's `GET /v1/catalog` when it is
/// reachable (so the app's own commands work), the built-in descriptors otherwise.
enum CatalogSource {
    /// The built-in commands' descriptors, without an app: HammerProtocol's catalog, which the
    /// agent's built-in commands describe themselves with.
    static func builtIn() async -> [CommandDescriptor] {
        BuiltInCatalog.all
    }

    /// The app's catalog, or the built-ins and the reason the app could not be asked.
    static func current(client: AgentClient) async -> (catalog: [CommandDescriptor], appError: HammerCLIError?) {
        do throws(HammerCLIError) {
            return (try await offMainActor { () throws(HammerCLIError) in try client.catalog() }, nil)
        } catch {
            return (await builtIn(), error)
        }
    }

    /// Runs blocking network work on a thread of its own, so that neither the main actor (an app
    /// running in the same process answers there) nor the few threads of Swift's cooperative pool
    /// wait for the socket.
    static func offMainActor<Value: Sendable>(
        _ work: @escaping @Sendable () throws(HammerCLIError) -> Value
    ) async throws(HammerCLIError) -> Value {
        let result: Result<Value, HammerCLIError> = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                do throws(HammerCLIError) {
                    continuation.resume(returning: .success(try work()))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }
}
