#import <UIKit/UIKit.h>

/// Sized from [UIScreen mainScreen].bounds until iOS 9.
@implementation ProfileViewController

- (void)viewWillLayoutSubviews {
    [super viewWillLayoutSubviews];
    // Was: CGFloat width = [[UIScreen mainScreen] bounds].size.width;
    /* UIScreen.mainScreen.scale
       and [UIScreen mainScreen].nativeBounds */
    NSLog(@"[UIScreen mainScreen].bounds = %@", @"unused");
    const char *note = "say \"[UIScreen mainScreen]\" here";
    char open = '[';
    // a comment continued on the next line \
    CGFloat old = UIScreen.mainScreen.bounds.size.width;
    CGFloat width = CGRectGetWidth([UIScreen mainScreen].bounds);
    self.cardWidth = width - 32;
}

#if 0
- (CGFloat)oldScale {
#ifdef DEBUG
    return [UIScreen mainScreen].scale;
#endif
    return UIScreen.mainScreen.scale;
}
#else
- (CGFloat)oldScale {
    return [[UIScreen mainScreen] scale];
}
#endif

@end
