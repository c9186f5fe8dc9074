import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthData, SiteInfo } from '#shared/auth-data';
import { CurrentUser, Public } from '../../common/auth/request-user';
import type { AuthedRequest, RequestUser } from '../../common/auth/request-user';
import { RateLimit } from '../../common/http/rate-limit';
import { ConfigService } from '../../config/config';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../core/identity/session-cookies';
import { AuthService } from './auth.service';
import { AUTH_TEXT } from './auth.views';
import { AuthDataView, SiteInfoView } from './dto/auth-data.dto';
import { LoginDto, MailDto, MessageResponseDto, RegisterDto, ResetPasswordDto, VerifyDto } from './dto/auth.dto';
import { SessionService } from './session.service';

@ApiTags('auth')
@Controller('auth/public')
export class AuthPublicController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly config: ConfigService,
  ) {}

  @Public()
  @RateLimit()
  @Get('site')
  @ApiOperation({ summary: 'Support-Adresse und Impressum des Betreibers' })
  @ApiOkResponse({ type: SiteInfoView })
  site(): SiteInfo {
    return { supportMail: this.config.get('supportMail'), imprintText: this.config.get('imprintText') };
  }

  @Public()
  @RateLimit()
  @Post('register')
  @ApiOperation({ summary: 'Konto registrieren (gleiche Antwort für bekannte Adressen)' })
  @ApiCreatedResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ description: 'Validierungsfehler' })
  register(@Body() dto: RegisterDto) {
    return this.auth.register(dto);
  }

  @Public()
  @RateLimit()
  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-Mail-Adresse mit dem Token aus dem Link bestätigen' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ description: 'Der Link ist ungültig' })
  verify(@Body() dto: VerifyDto) {
    return this.auth.verify(dto.token);
  }

  @Public()
  @RateLimit('login')
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Anmelden; setzt die Sitzungs-Cookies' })
  @ApiOkResponse({ type: AuthDataView })
  @ApiUnauthorizedResponse({ description: 'E-Mail-Adresse oder Passwort ist falsch' })
  @ApiForbiddenResponse({ description: 'E-Mail-Adresse noch nicht bestätigt' })
  async login(@Body() dto: LoginDto, @Res({ passthrough: true }) res: Response): Promise<AuthData> {
    const { tokens, authData } = await this.auth.login(dto);
    this.sessions.setCookies(res, tokens);
    return authData;
  }

  @Get('check')
  @ApiOperation({ summary: 'Die Auth-Daten der angemeldeten Person' })
  @ApiOkResponse({ type: AuthDataView })
  @ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
  check(@CurrentUser() user: RequestUser): Promise<AuthData> {
    return this.auth.authDataOf(user.userId);
  }

  @Public()
  @RateLimit('login')
  @Get('refresh')
  @ApiOperation({ summary: 'Refresh-Token rotieren und neue Cookies setzen' })
  @ApiOkResponse({ type: AuthDataView })
  @ApiUnauthorizedResponse({ description: 'Sitzung abgelaufen oder widerrufen' })
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AuthData> {
    try {
      const tokens = await this.sessions.rotate(req.cookies?.[REFRESH_COOKIE]);
      this.sessions.setCookies(res, tokens);
      return await this.auth.authDataOf(tokens.userId);
    } catch (err) {
      this.sessions.clearCookies(res);
      throw err;
    }
  }

  @Public()
  @RateLimit()
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Abmelden: Sitzung widerrufen und Cookies löschen' })
  @ApiOkResponse({ type: MessageResponseDto })
  async logout(@Req() req: AuthedRequest, @Res({ passthrough: true }) res: Response) {
    await this.sessions.endFromCookies(req.cookies?.[ACCESS_COOKIE], req.cookies?.[REFRESH_COOKIE]);
    this.sessions.clearCookies(res);
    return { message: AUTH_TEXT.loggedOut };
  }

  @Public()
  @RateLimit()
  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Link zum Zurücksetzen anfordern (immer 200)' })
  @ApiOkResponse({ type: MessageResponseDto })
  requestReset(@Body() dto: MailDto) {
    return this.auth.requestReset(dto.mail);
  }

  @Public()
  @RateLimit()
  @Post('reset-password-repeat')
  @HttpCode(200)
  @ApiOperation({ summary: 'Link erneut senden (höchstens alle 10 Sekunden)' })
  @ApiOkResponse({ type: MessageResponseDto })
  repeatReset(@Body() dto: MailDto) {
    return this.auth.requestReset(dto.mail);
  }

  @Public()
  @RateLimit()
  @Post('reset-password/:token')
  @HttpCode(200)
  @ApiOperation({ summary: 'Neues Passwort mit dem Token aus dem Link setzen; beendet alle Sitzungen' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ description: 'Der Link ist ungültig / Passwortregel' })
  resetPassword(@Param('token') token: string, @Body() dto: ResetPasswordDto) {
    return this.auth.resetPassword(token, dto.password);
  }
}
