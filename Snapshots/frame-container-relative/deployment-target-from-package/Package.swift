// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "OnboardingKit",
    platforms: [.iOS(.v17)],
    products: [.library(name: "OnboardingKit", targets: ["OnboardingKit"])],
    targets: [.target(name: "OnboardingKit")]
)
