// A project manifest helper, as Tuist projects keep them: the Info.plist every target shares.
let sharedInfoPlist: [String: Any] = [
    "UILaunchStoryboardName": "LaunchScreen",
    "UIApplicationSceneManifest": [
        "UIApplicationSupportsMultipleScenes": false,
        "UISceneConfigurations": [
            "UIWindowSceneSessionRoleApplication": [
                ["UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate"],
            ],
        ],
    ],
]
