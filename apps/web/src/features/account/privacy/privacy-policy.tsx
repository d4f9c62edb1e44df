import { DEFAULT_RETENTION_MONTHS } from '@bilheteria/domain/personal-data-contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmailAddress } from '@/components/email-address';
import { paths } from '@/lib/paths';
import { useSiteInfo } from '@/lib/site-info';
import { useDocumentTitle } from '@/lib/use-document-title';

/** How long tax law asks us to keep financial records (CTN art. 173 and 174). */
const FINANCIAL_RECORDS_YEARS = 5;

const LINK_CLASS = 'font-medium text-brand-700 underline hover:text-brand-900';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function List({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-2 pl-5">{children}</ul>;
}

/**
 * `/privacidade` (issue 30): what the platform keeps about people, why, for how long, with whom
 * it is shared and how to use the rights of LGPD art. 18 — in plain pt-BR, specific to this
 * product; whoever cannot sign in writes to the site's contact address.
 */
export function PrivacyPolicy() {
  useDocumentTitle('Política de privacidade');
  // The server's CONTACT_EMAIL, not a constant: each installation has its own.
  const contactEmail = useSiteInfo()?.contato.email ?? null;
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 break-words text-slate-700 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          Política de privacidade
        </h1>
        <p>
          Como a Bilheteria trata os dados pessoais de quem compra ingressos, participa de eventos e
          organiza eventos na plataforma, conforme a Lei Geral de Proteção de Dados (LGPD, Lei nº
          13.709/2018).
        </p>
      </header>

      <Section id="controlador" title="Quem cuida dos seus dados">
        <p>
          A <strong>Bilheteria</strong> é a controladora dos dados da sua conta, dos seus pedidos e
          dos pagamentos feitos na plataforma.
        </p>
        <p>
          Quando você participa de um evento, a <strong>organização que realiza o evento</strong>{' '}
          também é controladora dos dados da sua inscrição (o formulário do participante e as
          respostas às perguntas dela): ela decide o que perguntar e usa esses dados para o evento.
          A Bilheteria guarda e processa esses dados em nome dela.
        </p>
      </Section>

      <Section id="o-que-guardamos" title="O que guardamos">
        <List>
          <li>
            <strong>Conta:</strong> nome, e-mail, senha (somente cifrada, nunca legível), telefone,
            CPF, cidade e estado, quando informados.
          </li>
          <li>
            <strong>Pedidos e pagamentos:</strong> o que foi comprado, valores, cupons, forma de
            pagamento, situação do pagamento e os dados do pagador e de faturamento.{' '}
            <strong>Nunca guardamos o número do cartão</strong>: ele é cifrado no seu navegador e só
            o provedor de pagamento o lê.
          </li>
          <li>
            <strong>Participantes:</strong> os dados do formulário de cada ingresso (nome, e-mail,
            empresa, cargo, telefones, localização, CPF quando informado), as respostas às perguntas
            do organizador e o check-in na entrada.
          </li>
          <li>
            <strong>Consentimentos:</strong> cada resposta a um pedido de consentimento (por
            exemplo, compartilhar seus contatos com patrocinadores), com a versão do texto que você
            viu e a data e hora da resposta.
          </li>
          <li>
            <strong>E-mails enviados:</strong> assunto, destinatário e situação de envio das
            mensagens que mandamos (confirmações, ingressos, avisos).
          </li>
          <li>
            <strong>Acesso:</strong> as sessões da sua conta (quando começaram e até quando valem) e
            os registros de acesso à plataforma (data, hora e endereço IP).
          </li>
        </List>
      </Section>

      <Section id="por-que" title="Por que guardamos">
        <List>
          <li>
            <strong>Para cumprir o contrato com você</strong> (LGPD art. 7º, V): vender e emitir os
            ingressos, processar pagamentos e reembolsos, enviar e-mails sobre o seu pedido e
            permitir a entrada no evento.
          </li>
          <li>
            <strong>Para cumprir obrigações legais</strong> (art. 7º, II): registros fiscais e
            contábeis das vendas e registros de acesso exigidos pelo Marco Civil da Internet.
          </li>
          <li>
            <strong>Com o seu consentimento</strong> (art. 7º, I), apenas para o que é opcional: por
            exemplo, compartilhar seus contatos com patrocinadores de um evento. Você pode recusar
            sem perder o ingresso e revogar quando quiser.
          </li>
          <li>
            <strong>Para a segurança da plataforma</strong> (art. 7º, IX): prevenir fraudes e abusos
            nos pagamentos e no acesso às contas.
          </li>
        </List>
      </Section>

      <Section id="por-quanto-tempo" title="Por quanto tempo">
        <List>
          <li>
            <strong>Dados dos participantes de um evento:</strong> pelo prazo que a organização do
            evento definir; sem escolha dela, por{' '}
            <strong>{DEFAULT_RETENTION_MONTHS} meses após o evento</strong>. Passado o prazo, nomes,
            e-mails, CPFs, telefones e respostas são anonimizados automaticamente. O relatório do
            evento mostra ao organizador quando isso acontecerá.
          </li>
          <li>
            <strong>Registros financeiros</strong> (pedidos, valores, notas e lançamentos): pelo
            tempo que a legislação tributária exige, {FINANCIAL_RECORDS_YEARS} anos. Depois da
            exclusão da conta ou da anonimização, eles ficam ligados a um pseudônimo, sem
            identificar você.
          </li>
          <li>
            <strong>Conta:</strong> enquanto ela existir. Ao excluí-la, seus dados pessoais são
            anonimizados em toda a plataforma.
          </li>
        </List>
      </Section>

      <Section id="compartilhamento" title="Com quem compartilhamos">
        <List>
          <li>
            <strong>A organização do evento</strong> para o qual você comprou ou recebeu um
            ingresso: recebe os dados dos participantes e as respostas às perguntas dela, para
            realizar o evento (credenciamento, crachás, comunicação sobre o evento).
          </li>
          <li>
            <strong>PagBank</strong>, o provedor de pagamento: recebe os dados necessários para
            cobrar (pagador, valor, cartão cifrado, PIX ou boleto) e para reembolsar.
          </li>
          <li>
            <strong>O serviço de envio de e-mails</strong>: recebe o endereço e o conteúdo das
            mensagens que enviamos a você.
          </li>
        </List>
        <p>Não vendemos dados pessoais nem os usamos para publicidade de terceiros.</p>
      </Section>

      <Section id="seus-direitos" title="Seus direitos">
        <p>Pela LGPD (art. 18), você pode a qualquer momento:</p>
        <List>
          <li>confirmar que tratamos seus dados e ter acesso a eles;</li>
          <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
          <li>
            pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em
            desconformidade com a lei;
          </li>
          <li>
            levar seus dados a outro serviço (portabilidade), num arquivo legível por máquina;
          </li>
          <li>
            pedir a eliminação dos dados tratados com o seu consentimento e revogar esse
            consentimento;
          </li>
          <li>saber com quem compartilhamos seus dados;</li>
          <li>saber o que acontece se você não der um consentimento.</li>
        </List>
      </Section>

      <Section id="como-pedir" title="Como exercer seus direitos">
        <p>
          Entre na sua conta e abra{' '}
          <Link to={paths.personalData()} className={LINK_CLASS}>
            Meus dados
          </Link>
          : lá você baixa tudo o que guardamos sobre você (em JSON e em PDF), corrige seus dados e
          pede a exclusão da conta, confirmada por um link enviado ao seu e-mail.
        </p>
        <p>
          Sem acesso à conta, ou para qualquer dúvida, escreva para{' '}
          {contactEmail ? (
            <a href={`mailto:${contactEmail}`} className={LINK_CLASS}>
              <EmailAddress email={contactEmail} />
            </a>
          ) : (
            'o nosso e-mail de contato'
          )}
          . Sobre os dados de uma inscrição, você também pode falar com a organização do evento. Se
          não ficar satisfeito, você pode reclamar à Autoridade Nacional de Proteção de Dados
          (ANPD).
        </p>
      </Section>
    </article>
  );
}
