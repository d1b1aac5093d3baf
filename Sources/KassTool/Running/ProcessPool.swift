/// Runs test processes at most `width` at a time and hands each completion back, in completion
/// order, to the calling task (so callers need no locks). A request can be skipped at the moment
/// it would start, which lets a mutant's remaining seeds be dropped once it survived one.
struct ProcessPool {
    let runner: any TestProcessRunning
    let width: Int

    /// Runs `requests`; `shouldStart(i)` is asked before request `i` starts, `completed(i, c)` is
    /// called as each finishes.
    func run(
        _ requests: [TestRunRequest],
        shouldStart: (Int) -> Bool = { _ in true },
        completed: (Int, ChildProcess.Completion) -> Void
    ) async {
        let runner = self.runner
        await withTaskGroup(of: (Int, ChildProcess.Completion).self) { group in
            var next = 0
            var running = 0
            func startNext() {
                while next < requests.count {
                    let index = next
                    next += 1
                    guard shouldStart(index) else { continue }
                    let request = requests[index]
                    group.addTask { (index, await runner.run(request)) }
                    running += 1
                    return
                }
            }
            for _ in 0..<max(width, 1) { startNext() }
            while running > 0, let (index, completion) = await group.next() {
                running -= 1
                completed(index, completion)
                startNext()
            }
        }
    }
}
