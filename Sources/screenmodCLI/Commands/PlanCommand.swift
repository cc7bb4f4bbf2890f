/// `screenmod plan [PATH]`: runs the engine as a dry run would and prints the migration plan.
enum PlanCommand {
    static func run(_ invocation: Invocation, console: Console, context: RunContext) -> Int32 {
        let resolved: ResolvedSettings
        do {
            resolved = try SettingsResolver.resolve(invocation, context: context)
        } catch {
            console.err("Error: \(error.message)\n")
            return error.ruleID == "usage" ? ExitCode.usage : ExitCode.failure
        }
        let paths = invocation.paths.isEmpty ? ["."] : invocation.paths
        let settings = resolved.settings, cwd = context.currentDirectory
        let collected: Pipeline.Collected
        do {
            collected = try Pipeline.collect(paths, cwd: cwd, settings: settings, context: context)
        } catch {
            console.err("Error: \((error as? CLIError)?.message ?? "\(error)")\n")
            return ExitCode.failure
        }
        let run = RunReport(files: collected.reports, filesScanned: collected.scanned, settings: settings,
                            currentDirectory: cwd, rules: collected.rules, elapsed: .zero, paths: paths)
        console.out(PlanMarkdown(run: run).rendered())
        return run.files.contains(where: \.failed) ? ExitCode.failure : ExitCode.success
    }
}
