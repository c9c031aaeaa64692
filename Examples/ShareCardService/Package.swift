// swift-tools-version: 6.1
import PackageDescription

// A share-card service a server team can copy: Hummingbird routes that render Darkroom views to PNG, JPEG or
// WebP. Darkroom comes by path with its default traits, so that a build folder shared with the repository's
// root package compiles Darkroom once for both (only the `Darkroom` product is used: no swift-syntax is built).
let package = Package(
    name: "ShareCardService",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "share-card-service", targets: ["ShareCardServer"]),
        .executable(name: "share-card-bench", targets: ["share-card-bench"]),
        .library(name: "ShareCardKit", targets: ["ShareCardKit"]),
    ],
    dependencies: [
        .package(name: "Darkroom", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
    ],
    targets: [
        // Everything but `main`: the routes, the cards, the cache and the bounds, so the tests start the same
        // server a deployment runs.
        .target(
            name: "ShareCardKit",
            dependencies: [
                .product(name: "Darkroom", package: "Darkroom"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .executableTarget(name: "ShareCardServer", dependencies: ["ShareCardKit"]),
        // The per-card row of Benchmarks/Service/run: the render function alone, beside Takumi.
        .executableTarget(name: "share-card-bench", dependencies: ["ShareCardKit"]),
        .testTarget(
            name: "ShareCardKitTests",
            dependencies: [
                "ShareCardKit", .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
    ]
)
