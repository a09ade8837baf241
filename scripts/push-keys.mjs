// Prints a new VAPID key pair for web push, as lines for the server's environment (.env).
import webpush from "web-push";

const { publicKey, privateKey } = webpush.generateVAPIDKeys();
console.log(`VAPID_PUBLIC_KEY=${publicKey}`);
console.log(`VAPID_PRIVATE_KEY=${privateKey}`);
console.log("# Keep the private key secret; changing the pair makes every device subscribe again.");
