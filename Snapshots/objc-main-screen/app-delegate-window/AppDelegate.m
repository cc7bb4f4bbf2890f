#import "AppDelegate.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    self.window.rootViewController = [[RootViewController alloc] init];
    [self.window makeKeyAndVisible];
    self.splashView = [[UIView alloc] initWithFrame:[UIScreen mainScreen].bounds];
    return YES;
}

- (void)applicationDidBecomeActive:(UIApplication *)application {
    self.window.frame = UIScreen.mainScreen.bounds;
}

@end
