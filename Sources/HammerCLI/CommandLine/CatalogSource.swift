import Foundation
import HammerAgent

/// Where the tool's command catalog comes from: the running app's `GET /v1/catalog` when it is
/// reachable (so the app's own commands work), the built-in descriptors otherwise.
public enum CatalogSource {
    /// The built-in commands' descriptors, without an app (a router's catalog before any app
    /// command is registered).
    public static func builtIn() async -> [CommandDescriptor] {
        await MainActor.run { AgentCommandRouter().catalog }
    }

    /// The app's catalog, or the built-ins and the reason the app could not be asked.
    public static func current(client: AgentClient) async -> (catalog: [CommandDescriptor], appError: HammerCLIError?) {
        do throws(HammerCLIError) {
            return (try await offMainActor { () throws(HammerCLIError) in try client.catalog() }, nil)
        } catch {
            return (await builtIn(), error)
        }
    }

    /// Runs blocking network work on a detached task, so that an app running on the main actor of
    /// the same process stays free to answer.
    static func offMainActor<Value: Sendable>(
        _ work: @escaping @Sendable () throws(HammerCLIError) -> Value
    ) async throws(HammerCLIError) -> Value {
        let result: Result<Value, HammerCLIError> = await Task.detached {
            do throws(HammerCLIError) { return .success(try work()) } catch { return .failure(error) }
        }.value
        return try result.get()
    }
}
