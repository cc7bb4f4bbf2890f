import UIKit

let launchScreenSize = UIScreen.main.bounds.size
print("Launching on \(launchScreenSize.width)x\(launchScreenSize.height)")

UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
