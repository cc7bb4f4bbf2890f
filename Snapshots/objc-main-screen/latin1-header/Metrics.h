// Metrics.h © 2014 Example Corp.
#import <UIKit/UIKit.h>

#define kScreenHeight CGRectGetHeight([UIScreen mainScreen].bounds)
